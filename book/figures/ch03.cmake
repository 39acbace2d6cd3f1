# Chapter 3: the tethers demo drawn headless by ch03, and the table of
# material presets with the masses and pushes computed by bench03.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch03-tethers.png
  COMMAND ch03 --headless --scene tethers --steps 150 --screenshot ${BOOK}/fig/ch03-tethers.png
  DEPENDS ch03
  COMMENT "Figure: the tethers of chapter 3"
  VERBATIM)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch03-materials.tex
  COMMAND bench03 ${BOOK}/fig/ch03-materials.tex
  DEPENDS bench03
  COMMENT "Table: the materials of chapter 3"
  VERBATIM)
# The figure of the tethers is the screenshot above beside a second one,
# zoomed on the metal box, whose body would otherwise look like its own rest
# marker at print size; pdftex puts the two side by side and names the
# bodies. The zoomed picture is the built-in tethers scene itself, shown by
# the harness's --view, so that it cannot drift from the scene.
add_custom_command(
  OUTPUT ${BOOK}/fig/ch03-tethers-zoom.png
  COMMAND ch03 --headless --scene tethers --steps 150 --view 11.5,-1.35,8.4
    --screenshot ${BOOK}/fig/ch03-tethers-zoom.png
  DEPENDS ch03
  COMMENT "Figure: the tethers of chapter 3, zoomed on the metal box"
  VERBATIM)
file(WRITE ${BOOK}/fig/ch03-tethers-fig.tex.new [==[
% Figure 1 of chapter 3: the tethers screenshot, whole and zoomed on the
% metal box, with the bodies named.  Written by book/figures/ch03.cmake.
\nopagenumbers \parindent=0pt
\font\lab=cmr8 \font\labb=cmbx8 \lab
\newdimen\px \newdimen\hh
\def\white{\pdfliteral{1 1 1 rg 1 1 1 RG}}\def\black{\pdfliteral{0 0 0 rg 0 0 0 RG}}
% \at X Y {stuff}: put stuff with its reference point at pixel (X, Y) of the
% image in box 0, counted from the top left as the demo counts.
\def\at#1 #2 #3{\rlap{\kern#1\px \raise\dimexpr\hh-#2\px\relax\hbox{#3}}}
% a pixel rectangle: left, top, right, bottom
\def\frame#1 #2 #3 #4 {\at#1 #4 {\vbox{\hrule width\dimexpr#3\px-#1\px\relax height.6pt
  \hbox{\vrule height\dimexpr#4\px-#2\px-1.2pt\relax width.6pt\kern\dimexpr#3\px-#1\px-1.2pt\relax
    \vrule width.6pt}\hrule height.6pt}}}
\def\hline#1 #2 #3 {\at#1 #3 {\raise.8ex\hbox{\vrule width\dimexpr#2\px-#1\px\relax height.5pt}}}
\def\image#1#2{\setbox0\hbox{\pdfximage width #2 {#1}\pdfrefximage\pdflastximage}%
  \px=\dimexpr#2/800\relax \hh=\ht0 }
% the whole scene; the names under the anchors, which are 3.5 m apart
\image{ch03-tethers.png}{3.5in}
\setbox1\vtop{\hbox{\copy0\kern-\wd0 \white\frame 624 229 797 423 \black}
  \kern3pt
  \hbox to\wd0{\hskip\dimexpr131\px-.45in\relax
    \def\n#1{\hbox to .9in{\hss#1\hss}\hskip\dimexpr107.7\px-.9in\relax}%
    \n{pillow}\n{wood}\n{bouncy}\n{super}\n{rock}\n{metal}\hss}
  \kern2pt \hbox to\wd0{\hss (a) the whole scene\hss}}
% the zoom, 95 pixels to the metre, on the metal box and its rest point
\image{ch03-tethers-zoom.png}{2.6in}
\setbox2\vtop{\hbox{\copy0\kern-\wd0 \white
  \hline 150 255 24 \at 260 24 {its rest point,}%
  \at 260 60 {5.9 m below the anchor}%
  \at 175 300 {spring, 120 N/m}%
  \hline 170 255 575 \at 260 575 {the metal box, 71 kg}%
  \at 260 541 {at the bottom of its swing:}\black}
  \kern3pt \hbox to\wd0{\hss (b) the metal box, zoomed\hss}}
\setbox3\hbox{\box1\kern.25in\box2}
\pdfpagewidth=\wd3 \pdfpageheight=\dimexpr\ht3+\dp3\relax
\hoffset=-1in \voffset=-1in \hsize=\wd3 \vsize=\pdfpageheight
\shipout\vbox{\box3}
\end
]==])
configure_file(${BOOK}/fig/ch03-tethers-fig.tex.new ${BOOK}/fig/ch03-tethers-fig.tex COPYONLY)
add_custom_command(
  OUTPUT ${BOOK}/fig/ch03-tethers-fig.pdf
  COMMAND ${PDFTEX} -interaction=nonstopmode -halt-on-error ch03-tethers-fig.tex
  DEPENDS ${BOOK}/fig/ch03-tethers.png ${BOOK}/fig/ch03-tethers-zoom.png
    ${BOOK}/fig/ch03-tethers-fig.tex
  WORKING_DIRECTORY ${BOOK}/fig
  COMMENT "Figure: the tethers of chapter 3, labelled"
  VERBATIM)
list(APPEND BOOK_FIGURES ${BOOK}/fig/ch03-tethers.png ${BOOK}/fig/ch03-materials.tex
  ${BOOK}/fig/ch03-tethers-fig.pdf)
# Chapter 3's diagrams, drawn with MetaPost: the triangle fan and its
# centroids, the convexity test, and the springs of the demo.
include(${CMAKE_CURRENT_LIST_DIR}/metapost.cmake)
book_metapost(ch03-bodies 4)
# The zoomed scene is read from the programs web when CMake runs: run it again
# when that web changes.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${CMAKE_SOURCE_DIR}/programs/ch03-programs.w)
