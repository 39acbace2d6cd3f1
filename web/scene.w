@* Appendix B: Scene files.
Every chapter's program can load a {\it scene\/}: a small text file that
says what world to make and what to put in it. The format is meant to be
written by hand and read at a glance. One line is one thing. It starts with a
keyword naming the thing, and the rest of the line is a list of
\.{key=value} pairs, in any order, or bare words that act as flags. A \.{\#}
starts a comment that runs to the end of the line; blank lines are ignored.
Units are SI (metres, kilograms, seconds, radians), $y$ points up, and
gravity is $(0,-10)$ unless the scene says otherwise. Here is a scene that
drops a block of particles into a bowl:
$$\vbox{\tt\obeylines\obeyspaces\let\#=\#
\# a bowl and a block
world gravity=0,-10 iterations=8
container circle x=0 y=0 r=5
grid x=-2.8 y=-1 nx=15 ny=10 spacing=0.4 r=0.18
}$$
Vectors are written as two numbers with a comma and no space. Each chapter
teaches the loader its own keywords, in the chapter, next to the code that
makes the things they name; the keywords of chapter~1 are \.{world},
\.{container}, \.{particle}, \.{grid} and \.{stream}. This appendix holds what
every chapter shares: reading lines and numbers, reporting errors, the
\.{view} keyword, running a scene step by step, and writing the \.{--dump}
files.
@^scene files@>

Most lines make one thing, and a line of one body makes a body of one
shape. From chapter~14 a body may have several: its first shape's line
makes it and says everything about the body (material, motion, flags),
and each line after it that carries the word \.{part} glues one more
shape to it, placed by its own \.{x} and \.{y}, the point of the world
where the shape's origin goes, as for a body of its own. A part line
takes only its place, its shape's keys and the word. A hammer:
$$\vbox{\tt\obeylines
box x=0 y=0.2 w=1.2 h=0.08 material=wood
box x=0.55 y=0.2 w=0.14 h=0.4 part
}$$
Chapter~14's programs give the rules, and the key \.{breaks=} that lets
such a body break apart.
@^bodies of several shapes@>

@ A mistake in a scene file is reported as one line,
\.{FILE:LINE: what is wrong}, the form compilers use, so that editors can jump
to it. Loading stops at the first mistake and makes nothing: the caller
gets |false| and no world. We never guess what a wrong line meant.
@^error messages@>

@(scene.h@>=
#ifndef SCENE_H
#define SCENE_H
#include "physics.h"
#include <stdio.h>
@<Scene limits@>@;
@<Scene types@>@;
typedef struct scene {
  ph_world *world; /* the world the file describes, or |NULL| */
  long step; /* steps taken since loading; row 0 of a dump is step 0 */
  char name[4096]; /* the file's path, or the built-in scene's name */
  long bodies_claimed; /* bodies the lines so far will make (|scene_claim_bodies|) */
  bool has_view; /* did a \.{view} line say what to show? */
  ph_vec2 view_center; /* the middle of the window, in metres */
  double view_width; /* how many metres the window spans */
  @<Scene fields@>@;
} scene;
@<Scene reader type@>@;
@<Scene function declarations@>@;
#endif

@ The reader is C and its library only: |ctype| and |strings| for the
words, |errno| and |float| for the limits of numbers, |stdarg| for messages
written like |printf|'s.

@(scene.c@>=
#include "scene.h"
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
@<Scene reader functions@>@;
@<Scene helpers@>@;
@<Scene entity parsers@>@;
@<The table of entities@>@;
@<Built-in scene table@>@;
@<Loading scenes@>@;
@<Running scenes@>@;
@<Writing dumps@>@;

@*1 Reading a line.
A reader holds one line cut into its keyword and its pairs, and where the
line came from. Each pair remembers whether a parser asked for it: a key that
no parser asked for is a key the line should not have, and is reported as
unknown once the parser is done. This is how every entity, in every chapter,
rejects misspelt keys without a list of its keys kept anywhere but in the
code that reads them.

@<Scene reader type@>=
typedef struct scene_reader {
  const char *file;
  int line_number;
  const char *keyword;
  int pair_count;
  struct {
    const char *key, *value;
    bool used;
  } pairs[32];
  bool failed;
} scene_reader;

@ Reporting an error prints it in the agreed form and marks the line as
failed. Only the first error of a line is printed; the others are usually
its consequences.

@<Scene reader functions@>=
static void print_visibly(FILE *out, const char *text);
void scene_error(scene_reader *r, const char *format, ...)
{
  if (r->failed) return;
  r->failed = true;
  char message[2048];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof message, format, args);
  va_end(args);
  fprintf(stderr, "%s:%d: ", r->file, r->line_number);
  print_visibly(stderr, message);
  fputc('\n', stderr);
}

@ A message quotes what the file says, and a file may say anything: a
control character, a byte of a character the terminal shows as nothing, or
the invisible byte order mark some editors put at the start of a file. A
message that quotes \.{world} as unknown when the file's word was the mark
followed by \.{world} sends the reader looking for a mistake that cannot be
seen. So every byte of a message that is not printable ASCII is printed as
\.{\\x} and two hexadecimal digits, \.{\\xEF\\xBB\\xBFworld}: what the
message shows is exactly the bytes that are in the file.
@^byte order mark@>

@<Scene reader functions@>+=
static void print_visibly(FILE *out, const char *text)
{
  for (const unsigned char *p = (const unsigned char *) text; *p; p++)
    if (*p >= ' ' && *p < 0x7f) fputc(*p, out);
    else fprintf(out, "\\x%02X", *p);
}

@ A reader starts empty, with only the place of its line. Loading uses one
also for mistakes that belong to no keyword, such as a line too long, so
that every mistake is reported in the same form.

@<Scene reader functions@>+=
static scene_reader reader_at(const char *file, int line_number)
{
  scene_reader r;
  memset(&r, 0, sizeof r);
  r.file = file;
  r.line_number = line_number;
  return r;
}

@ Most checks are done by the engine's own check functions, which return a
sentence or |NULL|. This helper turns such a sentence into a scene error.

@<Scene reader functions@>+=
bool scene_check(scene_reader *r, const char *problem)
{
  if (problem) scene_error(r, "%s", problem);
  return problem == NULL;
}

@ Finding a key marks it used. Asking for a key that the line gives twice
would be ambiguous, so a repeated key is an error when the line is cut up
(|@<Cut |text| into a keyword and pairs@>|).

@<Scene reader functions@>+=
static const char *find_value(scene_reader *r, const char *key, bool *present)
{
  for (int i = 0; i < r->pair_count; i++)
    if (strcmp(r->pairs[i].key, key) == 0) {
      r->pairs[i].used = true;
      *present = true;
      return r->pairs[i].value;
    }
  *present = false;
  return NULL;
}

@ A number is written in decimal: an optional sign, digits, an optional
fraction after a point, and an optional exponent, \.{-12}, \.{0.5},
\.{.5}, \.{6.02e23}. That is less than |strtod| reads: |strtod| also takes
hexadecimal, so that \.{0x10} would quietly be sixteen, and \.{nan} and
\.{inf}, and white space before the number. None of these is ever meant in
a scene, and a grammar of our own, checked before |strtod| sees the text,
refuses them all.
@^number grammar@>

@<Scene reader functions@>+=
static bool is_decimal(const char *p)
{
  if (*p == '+' || *p == '-') p++;
  size_t digits = strspn(p, "0123456789");
  p += digits;
  if (*p == '.') {
    size_t fraction = strspn(p + 1, "0123456789");
    digits += fraction;
    p += 1 + fraction;
  }
  if (digits == 0) return false;
  if (*p == 'e' || *p == 'E') @<Step |p| over the digits of an exponent, or
    refuse an exponent with none@>@;
  return *p == '\0';
}

@ An exponent is an \.{e} or \.{E}, an optional sign and at least one
digit; \.{1e} and \.{1e+} are refused here rather than read as~1, which
is what |strtod| would make of them.

@<Step |p| over the digits of an exponent...@>=
{
  p++;
  if (*p == '+' || *p == '-') p++;
  size_t exponent = strspn(p, "0123456789");
  if (exponent == 0) return false;
  p += exponent;
}

@ Not-a-number and infinity are not decimal, but they get a message of
their own, since a reader who wrote them meant a number and needs to hear
that it must be finite. Case does not matter to |strtod|, so it does not
matter here.

@<Scene reader functions@>+=
static bool is_nan_or_infinity(const char *p)
{
  if (*p == '+' || *p == '-') p++;
  return strcasecmp(p, "nan") == 0 || strcasecmp(p, "inf") == 0
    || strcasecmp(p, "infinity") == 0;
}

@ A decimal number can still be beyond what a |double| holds. Above about
$1.8\times10^{308}$ |strtod| gives infinity. Below the smallest normal
|double|, about $2.2\times10^{-308}$, it gives a subnormal number of lower
precision, or zero, and says so by setting |errno| to |ERANGE|: the value
is finite, and calling it ``not finite'' would be wrong. We refuse both
kinds by their real names. A subnormal value is refused rather than taken,
because a scene that writes one means either zero or a mistake, and the
engine divides by masses and lengths: the reciprocal of a subnormal number is
infinite.
@.is not a number@>
@.must be finite@>
@.is too large@>
@.is too small@>

@<Scene reader functions@>+=
static bool parse_number(scene_reader *r, const char *key, const char *text, double *out)
{
  if (text && is_nan_or_infinity(text)) {
    scene_error(r, "'%s' must be finite (got '%s')", key, text);
    return false;
  }
  if (!text || !is_decimal(text)) {
    scene_error(r, "'%s' is not a number (got '%s'); "@/
      "numbers are written in decimal, like -12, 0.5 or 6.02e23",@/
      key, text ? text : "");
    return false;
  }
  errno = 0;
  double x = strtod(text, NULL);
  @<Refuse |x| if it is beyond what a |double| holds@>@;
  *out = x;
  return true;
}

@ |strtod| gives infinity for a number too large for a |double| and a
subnormal number, or zero with |errno| set, for one too small. Neither is
what the file said, so both are refused with the limit named: a world
built from a rounded number would not be the world the file describes.
@^subnormal numbers@>

@<Refuse |x| if it is beyond what a |double| holds@>=
if (!isfinite(x)) {
  scene_error(r, "'%s' is too large (got '%s'); the largest number is %.3g", key, text,
    DBL_MAX);
  return false;
}
if (x != 0.0 ? fabs(x) < DBL_MIN : errno == ERANGE) {
  scene_error(r, "'%s' is too small (got '%s'); "@/
    "a number other than 0 must be at least %.17g in size", key, text, DBL_MIN);
  return false;
}

@ A key that is absent gives the fallback.

@<Scene reader functions@>+=
double scene_number(scene_reader *r, const char *key, double fallback)
{
  bool present;
  const char *text = find_value(r, key, &present);
  double x = fallback;
  if (present) parse_number(r, key, text, &x);
  return x;
}

@ Some numbers have no sensible default: a container without a radius is a
mistake, not a small container.
@.missing '...'@>

@<Scene reader functions@>+=
double scene_required_number(scene_reader *r, const char *key)
{
  bool present;
  find_value(r, key, &present);
  if (!present) {
    scene_error(r, "missing '%s' for %s", key, r->keyword);
    return 0.0;
  }
  return scene_number(r, key, 0.0);
}

@ A vector is two numbers joined by a comma, \.{gravity=0,-10}. We cut the
value at the comma into a small buffer and read each half as a number.

@<Scene reader functions@>+=
ph_vec2 scene_vector(scene_reader *r, const char *key, ph_vec2 fallback)
{
  bool present;
  const char *text = find_value(r, key, &present);
  if (!present) return fallback;
  char buffer[128];
  const char *comma = text ? strchr(text, ',') : NULL;
  if (!comma || strlen(text) >= sizeof buffer) {
    scene_error(r, "'%s' must be two numbers X,Y (got '%s')", key, text ? text : "");
    return fallback;
  }
  strcpy(buffer, text);
  buffer[comma - text] = '\0';
  ph_vec2 v = fallback;
  if (parse_number(r, key, buffer, &v.x)) parse_number(r, key, buffer + (comma - text) + 1, &v.y);
  return v;
}

@ A whole number must be written as one, digits with an optional sign and
nothing else (|strtol| alone would skip white space first), and lie in the
range the caller gives.

@<Scene reader functions@>+=
int scene_integer(scene_reader *r, const char *key, int fallback, int low, int high)
{
  bool present;
  const char *text = find_value(r, key, &present);
  if (!present) return fallback;
  const char *digits = text && (*text == '-' || *text == '+') ? text + 1 : text;
  bool whole = text && *digits && digits[strspn(digits, "0123456789")] == '\0';
  errno = 0;
  long n = whole ? strtol(text, NULL, 10) : 0;
  if (!whole || errno == ERANGE || n < low || n > high) {
    scene_error(r, "'%s' must be a whole number from %d to %d (got '%s')", key, low, high,
      text ? text : "");
    return fallback;
  }
  return (int) n;
}

@ A word is any value, returned as written; a flag is a bare word with no
value at all.

@<Scene reader functions@>+=
const char *scene_word(scene_reader *r, const char *key, const char *fallback)
{
  bool present;
  const char *text = find_value(r, key, &present);
  if (!present) return fallback;
  if (!text || !*text) {
    scene_error(r, "'%s' needs a value", key);
    return fallback;
  }
  return text;
}

bool scene_flag(scene_reader *r, const char *key)
{
  bool present;
  const char *text = find_value(r, key, &present);
  if (present && text) scene_error(r, "'%s' is a flag and takes no value", key);
  return present;
}

@ A scene may make at most 20000 bodies, counting every particle a grid
makes and every particle a stream will make before its last. The reason is
time. Until the broad-phase chapter, every step tests every pair of bodies,
and Table~1 of chapter~1 measures what that costs: some ten or twenty
milliseconds a step for a thousand particles, growing as $n^2$. Twenty
times as many bodies cost four hundred times as much, some seconds a step:
slow, but a run of a few steps still ends. At the million particles a grid
line could ask for before, a step would take hours, and making them took
long enough, with gigabytes of memory, for the program to look hung before
its first step. A line that would pass the limit is refused before it makes
anything, with the count it would reach.

Every parser that makes bodies claims them first, through one function, so
that the count is kept in one place for every chapter. The count is kept in
the scene, not taken from the world, because streams make their bodies
later, while the scene runs.
@.a scene may have at most...@>

@<Scene limits@>+=
enum { SCENE_MAX_BODIES = 20000 };

@ Each line that makes bodies claims them before it makes them, so that the
cap is met with a message naming the line that would pass it, and a line
that would make a million bodies is refused before any is made.

@<Scene reader functions@>+=
bool scene_claim_bodies(scene *s, scene_reader *r, long n)
{
  if (n > SCENE_MAX_BODIES - s->bodies_claimed) {
    scene_error(r, "this line would bring the scene to %ld bodies; a scene may have at "@/
      "most %d", s->bodies_claimed + n, SCENE_MAX_BODIES);
    return false;
  }
  s->bodies_claimed += n;
  return true;
}

@ The declarations of the reader's functions, for the chapters' parsers in
\.{scene.c} and for the tests; the one that formats a message is checked by
the compiler like |printf|.

@<Scene function declarations@>=
bool scene_claim_bodies(scene *s, scene_reader *r, long n);
void scene_error(scene_reader *r, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
bool scene_check(scene_reader *r, const char *problem);
double scene_number(scene_reader *r, const char *key, double fallback);
double scene_required_number(scene_reader *r, const char *key);
ph_vec2 scene_vector(scene_reader *r, const char *key, ph_vec2 fallback);
int scene_integer(scene_reader *r, const char *key, int fallback, int low, int high);
const char *scene_word(scene_reader *r, const char *key, const char *fallback);
bool scene_flag(scene_reader *r, const char *key);

@ Cutting a line: the comment goes, then the line is split at white space
into words, written over in place with null characters. The first word is
the keyword; each later word is a pair, split at its first \.{=}, or a flag
if it has none.

@<Cut |text| into a keyword and pairs@>=
{
  char *hash = strchr(text, '#');
  if (hash) *hash = '\0';
  char *word = strtok(text, " \t\r");
  r.keyword = word;
  while (word && (word = strtok(NULL, " \t\r")) != NULL) {
    if (r.pair_count == 32) {
      scene_error(&r, "too many keys on one line (at most 32)");
      break;
    }
    char *equals = strchr(word, '=');
    if (equals) *equals = '\0';
    for (int i = 0; i < r.pair_count; i++)
      if (strcmp(r.pairs[i].key, word) == 0) scene_error(&r, "key '%s' given twice", word);
    r.pairs[r.pair_count].key = word;
    r.pairs[r.pair_count].value = equals ? equals + 1 : NULL;
    r.pairs[r.pair_count++].used = false;
  }
}

@*1 Entities.
The table of entities maps each keyword to the chapter that introduced it
and the function that reads its line. Each chapter appends its rows to
|@<Scene entities@>|, so a stage knows exactly the entities of its chapters.
The \.{view} keyword belongs to no chapter: it says which part of the world
the demo's window shows, as a centre and a width in metres, \.{view x=0 y=0
width=24}.

@<The table of entities@>=
typedef struct {
  const char *keyword;
  int chapter;
  bool (*parse)(scene *s, scene_reader *r);
} scene_entity;

static const scene_entity scene_entities[] = {
  {"view", 0, parse_view},
  @<Scene entities@>@;
};

@ A view's width must be one the demo can draw: from a millimetre to a
thousand kilometres. A width of $10^{-300}$\thinspace m or
$10^{300}$\thinspace m is a finite number, but turned into pixels it gives
coordinates that no screen and no |int| can hold; nothing in this book needs
a view narrower than a grain of sand or wider than a country.
@.view width must be...@>

@<Scene entity parsers@>+=
static bool parse_view(scene *s, scene_reader *r)
{
  s->view_center = ph_v(scene_number(r, "x", 0.0), scene_number(r, "y", 0.0));
  s->view_width = scene_number(r, "width", 20.0);
  if (!r->failed && !(s->view_width >= 1e-3 && s->view_width <= 1e6))
    scene_error(r, "view width must be from 0.001 to 1e6 metres (got %g)", s->view_width);
  s->has_view = !r->failed;
  return !r->failed;
}

@ A scene written for a later chapter should fail on an earlier stage with a
message that says so, not with ``unknown keyword''. The loader therefore
knows the keywords of the whole book and the chapter of each, even those
whose parsers this stage lacks. When a chapter adds a keyword it adds it
here too.

@<The table of entities@>+=
static const struct {
  const char *keyword;
  int chapter;
} book_entities[] = {
  {"world", 1}, {"container", 1}, {"particle", 1}, {"grid", 1}, {"stream", 1},
  {"lanes", 2},
  {"circle", 3}, {"box", 3}, {"polygon", 3},
  {"pyramid", 9},
  {"pile", 10}, {"rain", 10},
  {"column", 11}, {"arch", 11},
  {"joint", 12},
  {"gun", 13},
  {"mover", 14},
};

const char *scene_entity_after_stage(int stage)
{
  for (size_t i = 0; i < sizeof book_entities / sizeof book_entities[0]; i++)
    if (book_entities[i].chapter > stage) return book_entities[i].keyword;
  return NULL;
}

@ @<Scene function declarations@>+=
const char *scene_entity_after_stage(int stage);

@ Reading one line: cut it, find its entity, let the entity's parser read
it, and then report any key the parser did not ask for. A later chapter
may read a line of a known keyword with a parser of its own, chosen by
the line's words: chapter~14 reads a \.{circle}, \.{box} or
\.{polygon} line with the word \.{part} as a shape glued to the body
before it, not as a body of its own. The keyword stays the same, so the
line's keys, its messages and the stages that do not know the word are
those of its keyword.
@.unknown keyword@>
@.unknown key@>
@.arrives in chapter@>

@<Loading scenes@>=
static bool read_line(scene *s, const char *file, int line_number, char *text)
{
  scene_reader r = reader_at(file, line_number);
  @<Cut |text| into a keyword and pairs@>@;
  if (!r.keyword || r.failed) return !r.failed;
  const scene_entity *e = NULL;
  for (size_t i = 0; i < sizeof scene_entities / sizeof scene_entities[0]; i++)
    if (strcmp(scene_entities[i].keyword, r.keyword) == 0) e = &scene_entities[i];
  if (!e) @<Report a keyword this stage does not know@>@;
  bool (*parse)(scene *s, scene_reader *r) = e->parse;
  @<Let a later chapter read line |r| with a parser of its own, |parse|@>@;
  current_reader = &r;
  bool ok = parse(s, &r) && !r.failed;
  current_reader = NULL;
  for (int i = 0; ok && i < r.pair_count; i++)
    if (!r.pairs[i].used) {
      scene_error(&r, "unknown key '%s' for %s", r.pairs[i].key, r.keyword);
      ok = false;
    }
  return ok;
}

@ @<Let a later chapter read line |r| with a parser of its own, |parse|@>=
@; /* chapter 14 */

@ A keyword unknown to this stage may be one that a later chapter brings.
The table |book_entities| lists every keyword of the book with its
chapter, so that a reader who runs a chapter~4 scene on stage~2 is told
which chapter to reach rather than that the word means nothing.

@<Report a keyword this stage does not know@>=
{
  for (size_t i = 0; i < sizeof book_entities / sizeof book_entities[0]; i++)
    if (strcmp(book_entities[i].keyword, r.keyword) == 0) {
      scene_error(&r, "'%s' arrives in chapter %d; this is stage %d", r.keyword,
        book_entities[i].chapter, PH_STAGE);
      return false;
    }
  scene_error(&r, "unknown keyword '%s'", r.keyword);
  return false;
}

@ While a line is being read, the engine's error handler is pointed at it, so
that anything the engine refuses is reported with the file and line too.

@<Scene helpers@>+=
static scene_reader *current_reader = NULL;
static void scene_engine_error(const char *message)
{
  if (current_reader) scene_error(current_reader, "%s", message);
  else fprintf(stderr, "physics: %s\n", message);
}

@*1 Loading a scene.
A scene is loaded from text: a world with the default settings is made,
every line is read in turn, and at the first failure everything made so far
is destroyed. The text is copied line by line into a buffer that
|read_line| may cut up; a line longer than the buffer is an error rather
than two lines.

The scene keeps the name it was loaded by, since chapter~2 loads it again by
that name to make its lanes. The name's buffer holds |4096| bytes, the
longest path Linux accepts (|PATH_MAX|, with its null character), so that
any file that could be opened can be opened again; a longer name is refused
rather than cut short, because a name cut short names some other file, or
none. While it reads, the engine's refusals go to |scene_engine_error|,
which puts the file and line before them; afterwards the handler the
program had is put back, so a test that installed its own still hears the
refusals of the world it has just loaded.
@.line too long@>
@.scene name too long@>

@<Loading scenes@>+=
bool scene_load_text(scene *s, const char *file, const char *text)
{
  memset(s, 0, sizeof *s);
  if (strlen(file) >= sizeof s->name) {
    fprintf(stderr, "%.100s...: scene name too long (at most %zu bytes)\n", file,
      sizeof s->name - 1);
    return false;
  }
  snprintf(s->name, sizeof s->name, "%s", file);
  ph_settings settings = ph_default_settings();
  s->world = ph_world_create(&settings);
  if (!s->world) return false;
  ph_error_handler *previous = ph_set_error_handler(scene_engine_error);
  bool ok = true;
  int line_number = 1;
  for (const char *p = text; ok && *p; line_number++) {
    const char *end = strchr(p, '\n');
    size_t length = end ? (size_t) (end - p) : strlen(p);
    @<Read the line of |length| bytes at |p|@>@;
    p = end ? end + 1 : p + length;
  }
  ph_set_error_handler(previous);
  if (!ok) scene_destroy(s);
  return ok;
}

@ A line is copied into a buffer of its own, where the parser may cut it
into words with |'\0'|s; a line too long for the buffer is refused with
the limit named, not cut short, since the part left out might have said
something.

@<Read the line of |length| bytes at |p|@>=
char buffer[1024];
if (length >= sizeof buffer) {
  scene_reader r = reader_at(file, line_number);
  scene_error(&r, "line too long (at most %zu characters)", sizeof buffer - 1);
  ok = false;
} else {
  memcpy(buffer, p, length);
  buffer[length] = '\0';
  ok = read_line(s, file, line_number, buffer);
}

@ A scene file is text, and the reader trusts two things of it that the
bytes of a file need not give: it has no null character, since the reader
takes the first one as the end of the text, and it is short. A null
character in the middle of a file would end the scene there without a word,
and everything after it would be silently left out. A file with no end,
such as \.{/dev/zero}, would be read until memory runs out. So before any
line is read, the bytes are checked for both, and refused with the line
where the trouble starts.

The limit is one mebibyte. The largest scene the reader takes has 20000
bodies (|@<Scene limits@>|); a line per body of fifty characters makes one
megabyte, and no scene written by hand comes near it. Scenes that need more
bodies make them with \.{grid} and \.{stream} lines.
@.scene file larger than...@>
@.null byte@>

@<Scene limits@>=
enum { SCENE_MAX_BYTES = 1048576 };

@ The line of a byte is one more than the number of line feeds before it.

@<Loading scenes@>+=
static int line_of(const char *data, size_t offset)
{
  int line_number = 1;
  for (size_t i = 0; i < offset; i++) line_number += data[i] == '\n';
  return line_number;
}

@ The two checks of the bytes of a scene. The size is checked first: a file
past the limit has not been read whole, and its null characters, if any,
may lie in the part not read.

@<Loading scenes@>+=
static bool scene_bytes_check(const char *file, const char *data, size_t size)
{
  if (size > SCENE_MAX_BYTES) {
    scene_reader r = reader_at(file, line_of(data, SCENE_MAX_BYTES));
    scene_error(&r, "scene file larger than %d bytes (1 MiB); a scene is a short text",
      SCENE_MAX_BYTES);
    return false;
  }
  const char *nul = memchr(data, '\0', size);
  if (nul) {
    scene_reader r = reader_at(file, line_of(data, (size_t) (nul - data)));
    scene_error(&r, "null byte in the scene file; a scene is text");
    return false;
  }
  return true;
}

@ Some editors begin a file written in UTF-8 with a byte order mark, the
three bytes \.{EF BB BF}, which say nothing in UTF-8 and show as nothing on
the screen. A mark at the very start of the file is skipped, since the
reader cannot see it and the file is otherwise right; anywhere else it is
part of a word and is reported, visibly, by |scene_error|.

Loading from bytes is the one way in for every scene that does not come from
the program itself: a file, or the fuzzer of appendix~F, which must meet the
same checks as a file does. The bytes are checked, copied into a buffer with
a null character after them, and loaded as text.

@<Loading scenes@>+=
bool scene_load_bytes(scene *s, const char *file, const char *data, size_t size)
{
  memset(s, 0, sizeof *s);
  if (!scene_bytes_check(file, data, size)) return false;
  if (size >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0) data += 3, size -= 3;
  char *text = malloc(size + 1);
  if (!text) {
    fprintf(stderr, "%s: out of memory reading scene file\n", file);
    return false;
  }
  memcpy(text, data, size);
  text[size] = '\0';
  bool ok = scene_load_text(s, file, text);
  free(text);
  return ok;
}

@ A file is read whole into memory, but never more than one byte past the
limit: that byte is enough to know that the file is too large, so
\.{/dev/zero} costs a mebibyte and no more. A file that cannot be opened is
reported with the name the user gave and the system's reason. A file that
opens but cannot be read, such as a directory, is reported the same way, at
the line where reading stopped; without this check a directory would load
as an empty scene.
@.cannot read scene file@>

@<Loading scenes@>+=
bool scene_load_file(scene *s, const char *path)
{
  memset(s, 0, sizeof *s);
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "%s: cannot read scene file: %s\n", path, strerror(errno));
    return false;
  }
  char *text = malloc(SCENE_MAX_BYTES + 1);
  size_t size = text ? fread(text, 1, SCENE_MAX_BYTES + 1, f) : 0;
  bool read_failed = ferror(f);
  int reason = errno;
  fclose(f);
  if (!text) {
    fprintf(stderr, "%s: out of memory reading scene file\n", path);
    return false;
  }
  bool ok = false;
  if (read_failed) {
    scene_reader r = reader_at(path, line_of(text, size));
    scene_error(&r, "cannot read scene file: %s", strerror(reason));
  } else ok = scene_load_bytes(s, path, text, size);
  free(text);
  return ok;
}

@ Built-in scenes are scene texts compiled into the program, each with the
chapter that added it and a line of description; each chapter appends its
own to |@<Built-in scenes@>|. A name on the command line is looked up here
first and taken as a file name otherwise.

@<Built-in scene table@>=
typedef struct {
  const char *name;
  int chapter;
  const char *description;
  const char *text;
} builtin_scene;

static const builtin_scene builtin_scenes[] = {
  @<Built-in scenes@>@;
};
static const int builtin_count = sizeof builtin_scenes / sizeof builtin_scenes[0];

@ @<Loading scenes@>+=
bool scene_load_builtin(scene *s, const char *name)
{
  for (int i = 0; i < builtin_count; i++)
    if (strcmp(builtin_scenes[i].name, name) == 0)
      return scene_load_text(s, name, builtin_scenes[i].text);
  fprintf(stderr, "%s: no built-in scene of that name\n", name);
  return false;
}

bool scene_load(scene *s, const char *name_or_path)
{
  for (int i = 0; i < builtin_count; i++)
    if (strcmp(builtin_scenes[i].name, name_or_path) == 0)
      return scene_load_builtin(s, name_or_path);
  return scene_load_file(s, name_or_path);
}

@ The list of built-in scenes is printed by \.{--list-scenes}. The scene a
program shows when none is named is the first one of its own chapter.

@<Loading scenes@>+=
void scene_list(FILE *out)
{
  for (int i = 0; i < builtin_count; i++)
    fprintf(out, "%-12s chapter %d: %s\n", builtin_scenes[i].name,
      builtin_scenes[i].chapter, builtin_scenes[i].description);
}

const char *scene_default_name(void)
{
  const char *name = builtin_scenes[0].name;
  int best = -1;
  for (int i = 0; i < builtin_count; i++)
    if (builtin_scenes[i].chapter > best) {
      best = builtin_scenes[i].chapter;
      name = builtin_scenes[i].name;
    }
  return name;
}

@ Destroying a scene destroys its world; it is safe on a scene that failed to
load.

@<Loading scenes@>+=
void scene_destroy(scene *s)
{
  ph_world_destroy(s->world);
  s->world = NULL;
}

@ @<Scene function declarations@>+=
bool scene_load_text(scene *s, const char *file, const char *text);
bool scene_load_bytes(scene *s, const char *file, const char *data, size_t size);
bool scene_load_file(scene *s, const char *path);
bool scene_load_builtin(scene *s, const char *name);
bool scene_load(scene *s, const char *name_or_path);
void scene_list(FILE *out);
const char *scene_default_name(void);
void scene_destroy(scene *s);

@*1 Running a scene.
A step of a scene is a step of its world, preceded by whatever the scene
does on its own, such as the streams of chapter~1 making particles.

@<Running scenes@>=
void scene_step(scene *s, double dt)
{
  @<Before each step of the scene@>@;
  ph_world_step(s->world, dt);
  s->step++;
}

@ @<Scene function declarations@>+=
void scene_step(scene *s, double dt);

@*1 Dumps.
A dump is the state of every body after every step, as comma-separated
values with the header
\.{step,time,body,x,y,angle,vx,vy,omega}: one row per body per step, step 0
being the state before the first step, bodies numbered from 0 in the order
the scene made them. A column that the stage does not model is 0. Numbers
are printed with 17 significant digits, which is enough to read back the
very same |double|, so that two dumps are equal exactly when the states are.

A dump, like every output of a run, is written to a temporary file beside
the requested one and renamed to its name only when the run has succeeded.
A run that fails leaves no file, never half of one, and leaves whatever was
at the path before as it was.
@^dump files@>

@<Scene types@>+=
typedef struct {
  FILE *file;
  const char *what;
  char path[1024], temporary[1100];
} scene_dump;

@ The temporary file is made by |mkstemp|, which creates a file of a name
no other file has, in the folder of the output: two runs writing the same
output at once cannot use the same temporary file, and the final rename
stays inside one file system, where it replaces the old file in one step.
|mkstemp| makes the file readable by its owner only; it is given the
permissions that |fopen| would have given, those the process's |umask|
allows, since it is to become the output. |what| names the output in
messages. (These are POSIX functions, hence the two headers.)
@.cannot write@>

@<Writing dumps@>=
#include <sys/stat.h>
#include <unistd.h>

bool scene_output_temporary(scene_dump *d, const char *path, const char *what)
{
  d->file = NULL;
  d->what = what;
  snprintf(d->path, sizeof d->path, "%s", path);
  int n = snprintf(d->temporary, sizeof d->temporary, "%s.partial-XXXXXX", path);
  int fd = n > 0 && (size_t) n < sizeof d->temporary && strlen(path) < sizeof d->path
    ? mkstemp(d->temporary) : (errno = ENAMETOOLONG, -1);
  if (fd < 0) {
    fprintf(stderr, "%s: cannot write %s: %s\n", path, what, strerror(errno));
    d->temporary[0] = '\0';
    return false;
  }
  mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  close(fd);
  return true;
}

@ An output of rows, the dump or a file a later chapter adds, is opened in
its temporary file, with the header line written.

@<Writing dumps@>+=
bool scene_output_open(scene_dump *d, const char *path, const char *what,
  const char *header)
{
  if (!scene_output_temporary(d, path, what)) return false;
  d->file = fopen(d->temporary, "w");
  if (!d->file) {
    fprintf(stderr, "%s: cannot write %s: %s\n", path, what, strerror(errno));
    remove(d->temporary);
    d->temporary[0] = '\0';
    return false;
  }
  fprintf(d->file, "%s\n", header);
  return true;
}

bool scene_dump_open(scene_dump *d, const char *path)
{
  return scene_output_open(d, path, "dump", "step,time,body,x,y,angle,vx,vy,omega");
}

@ The rows of one step. The angle and angular velocity are 0 until a chapter
that models rotation says otherwise.

@<Writing dumps@>+=
void scene_dump_step(scene_dump *d, const scene *s)
{
  const ph_world *w = s->world;
  for (int i = 0; i < w->body_count; i++) {
    const ph_body *b = &w->bodies[i];
    double angle = 0.0, omega = 0.0;
    (void) angle, (void) omega;
    @<Find the angle and angular velocity of body |b|@>@;
    fprintf(d->file, "%ld,%.17g,%d,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g\n",
      s->step, w->time, i, b->position.x, b->position.y, angle,
      b->velocity.x, b->velocity.y, omega);
  }
}

@ Until bodies turn (chapter~6) there is no angle to write, and the
columns stay~0; chapter~6 fills this section.

@<Find the angle and angular velocity of body |b|@>=
@;

@ How much has been written so far, for the limit of the demo; 0 for an
output that is not open.

@<Writing dumps@>+=
long long scene_output_size(scene_dump *d)
{
  long at = d && d->file ? ftell(d->file) : 0;
  return at > 0 ? at : 0;
}

@ An output is finished in three steps, so that a program with several can
keep all of them or none: closing, which is where a failed write shows
(the buffer's last bytes are written then, and a full disk says so);
keeping, which renames the temporary file to the output's name; and
discarding, which removes the temporary file if it is still there. A
message names the very output that failed.

@<Writing dumps@>+=
bool scene_output_close(scene_dump *d)
{
  if (!d->file) return true;
  bool ok = !ferror(d->file);
  ok = fclose(d->file) == 0 && ok;
  d->file = NULL;
  if (!ok) fprintf(stderr, "%s: cannot write %s\n", d->path, d->what);
  return ok;
}

@ Keeping is a rename, which on one file system replaces the old file in
one step: a reader of the output sees the old file or the new one, never
half of one.

@<Writing dumps@>+=
bool scene_output_keep(scene_dump *d)
{
  if (!d->temporary[0]) return true;
  if (rename(d->temporary, d->path) != 0) {
    fprintf(stderr, "%s: cannot write %s: %s\n", d->path, d->what, strerror(errno));
    return false;
  }
  d->temporary[0] = '\0';
  return true;
}

void scene_output_discard(scene_dump *d)
{
  if (d->file) fclose(d->file);
  d->file = NULL;
  if (d->temporary[0]) remove(d->temporary);
  d->temporary[0] = '\0';
}

@ Finishing a single output either keeps it or throws it away.

@<Writing dumps@>+=
bool scene_dump_finish(scene_dump *d, bool keep)
{
  bool kept = keep && scene_output_close(d) && scene_output_keep(d);
  scene_output_discard(d);
  return kept || !keep;
}

@ @<Scene function declarations@>+=
bool scene_output_temporary(scene_dump *d, const char *path, const char *what);
bool scene_output_open(scene_dump *d, const char *path, const char *what,
  const char *header);
bool scene_dump_open(scene_dump *d, const char *path);
void scene_dump_step(scene_dump *d, const scene *s);
long long scene_output_size(scene_dump *d);
bool scene_output_close(scene_dump *d);
bool scene_output_keep(scene_dump *d);
void scene_output_discard(scene_dump *d);
bool scene_dump_finish(scene_dump *d, bool keep);
