#!/bin/sh
# Install what the build needs on Debian 12 or Ubuntu, if it is missing.
# The list is the set verified in shared/TOOLCHAIN.md, plus SDL2_image (PNG
# screenshots for the book's figures), poppler-utils and xvfb (to look at
# pages and to run the demo in a virtual window), and Box2D, Chipmunk2D and g++
# for chapter 10's comparison (the build leaves out what is missing).
set -e
packages="texlive-binaries texlive-plain-generic texlive-extra-utils libsdl2-dev \
libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core texlive-metapost clang \
libclang-rt-dev cmake make gcc libc6-dev pkg-config poppler-utils xvfb \
libbox2d-dev libchipmunk-dev g++"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -z "$missing" ]; then
  echo "install-deps: everything needed is installed"
  exit 0
fi
echo "install-deps: installing$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
