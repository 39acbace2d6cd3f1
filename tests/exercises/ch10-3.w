@* Exercise 10.3: pairs the layers refuse.
The test of exercise~3 of chapter~10. The exercise asks for
$$\hbox{|long ph_world_layer_refusals(const ph_world *w);|}$$
the number of pairs of rigid bodies, not both static, whose bounding boxes
overlap but whose layers keep them apart, in the last search for
contacts, whichever search it was. The function is declared weak, so that
this test links against the unmodified stage, where it is missing, and
fails there with the note ``not implemented''.

@(exercise_ch10_3.c@>=
#include "testing.h"
#include <math.h>
long ph_world_layer_refusals(const ph_world *w) __attribute__((weak));
@<Exercise 10.3 test functions@>@;
static const test_case exercise_tests[] = {
  @<Exercise 10.3 test cases@>@;
};
int main(int argc, char **argv)
{
  return test_main(argc, argv, exercise_tests, sizeof exercise_tests / sizeof exercise_tests[0]);
}

@ A world of 400 boxes of random sizes in a square of 60\thinspace m,
with categories of one of three bits and random masks, searched by each
of the three searches; the count must be the same for all three and equal
to one made here by brute force.

@<Exercise 10.3 test functions@>=
static void test_layer_refusals(test_context *t)
{
  if (!CHECK(t, ph_world_layer_refusals != NULL)) {
    test_note(t, "ph_world_layer_refusals is not implemented");
    return;
  }
  ph_settings s = ph_default_settings();
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return;
  unsigned state = 7;
  @<Create the 400 boxes, one in ten static, with random sizes, places and layers@>@;
  @<Count in |expected|, by brute force over all pairs, those the layers refuse@>@;
  long found[3];
  for (int k = 0; k < 3; k++) {
    w->settings.broad = k == 0 ? PH_BROAD_ALL : k == 1 ? PH_BROAD_GRID : PH_BROAD_SWEEP;
    ph_world_find_contacts(w);
    found[k] = ph_world_layer_refusals(w);
  }
  test_note(t, "%ld refusals expected; %ld, %ld and %ld found", expected, found[0], found[1],
    found[2]);
  CHECK(t, expected > 0);
  CHECK(t, found[0] == expected && found[1] == expected && found[2] == expected);
  ph_world_destroy(w);
}

@ Each box draws from a linear congruential generator its side, from
0.2 to 5.15\thinspace m, its centre in the square $[0,60)^2$, its category,
one of the bits 1, 2 and 4, and its mask, any of the eight sets of those
bits. Every tenth box is static.

@<Create the 400 boxes...@>=
for (int i = 0; i < 400; i++) {
  ph_body_def d = ph_default_body_def();
  state = state * 1103515245u + 12345u;
  double size = 0.2 + (state >> 16) % 100 / 20.0;
  d.shape = ph_box(size, size);
  state = state * 1103515245u + 12345u;
  d.position = ph_v((state >> 8) % 6000 / 100.0, (state >> 4) % 6000 / 100.0);
  d.category = 1u << (state % 3);
  d.mask = (state >> 20) % 8;
  d.is_static = i % 10 == 0;
  ph_world_create_body(w, &d);
}

@ A pair counts when the bounding boxes of its bodies overlap, the two are
not both static, and the layers refuse it: a pair is kept only when each
body's category has a bit in common with the other's mask, $c_a\land m_b\ne0$
and $c_b\land m_a\ne0$. The test checks all $400\cdot399/2$ pairs.

@<Count in |expected|...@>=
long expected = 0;
for (int i = 0; i < w->body_count; i++)
  for (int j = i + 1; j < w->body_count; j++) {
    const ph_body *a = &w->bodies[i], *b = &w->bodies[j];
    ph_aabb p = ph_shape_aabb(&a->shape, ph_body_transform(w, (ph_body_id){i + 1}));
    ph_aabb q = ph_shape_aabb(&b->shape, ph_body_transform(w, (ph_body_id){j + 1}));
    bool both_static = a->inverse_mass == 0.0 && b->inverse_mass == 0.0;
    expected += ph_aabb_overlap(p, q) && !both_static
      && !((a->category & b->mask) && (b->category & a->mask));
  }

@ @<Exercise 10.3 test cases@>=
{"layer_refusals", "unit", "the pairs refused by layers are counted alike by every search", test_layer_refusals},

@ Problem~P3's two boxes, by hand. Box $a$ covers $(0.2,0.3)$ to
$(1.2,1.3)$ and box $b$ $(0.7,0.9)$ to $(1.7,1.9)$; both are $1\times1$
and move, so the grid's cells have the mean size, side~1. Each box covers
the four cells $(0,0)$, $(1,0)$, $(0,1)$ and $(1,1)$, so the two share all
four, and the pair is owned by $(0,0)$, the cell of their overlap's lower
corner $(0.7,0.9)$. Their layers refuse them ($a$ of category~1 with mask~1,
$b$ of category~2 with mask~2). The grid compares every two entries of a
cell, as chapter~10 says |box_tests| counts (problem~P1, and the answer to
P3): four box tests, one in each shared cell, and the refusal counted once,
in $(0,0)$. All pairs and the sweep count it once too. A solution that asks
the cell's ownership before the boxes makes one box test, not four, and one
that counts the refusal in every cell it is met counts four. Counts have no
rounding, so the checks are exact.

@<Exercise 10.3 test functions@>+=
static void test_two_boxes(test_context *t)
{
  if (!CHECK(t, ph_world_layer_refusals != NULL)) {
    test_note(t, "ph_world_layer_refusals is not implemented");
    return;
  }
  ph_settings s = ph_default_settings();
  s.gravity = ph_v(0.0, 0.0);
  ph_world *w = ph_world_create(&s);
  if (!CHECK(t, w != NULL)) return;
  static const double centre[2][2] = {{0.7, 0.8}, {1.2, 1.4}};
  for (int i = 0; i < 2; i++) {
    ph_body_def d = ph_default_body_def();
    d.shape = ph_box(1.0, 1.0);
    d.position = ph_v(centre[i][0], centre[i][1]);
    d.category = d.mask = 1u << i;
    ph_world_create_body(w, &d);
  }
  @<Search the two boxes three ways, and check the box tests and refusals@>@;
  ph_world_destroy(w);
}

@ @<Search the two boxes three ways...@>=
long found[3], tests[3];
for (int k = 0; k < 3; k++) {
  w->settings.broad = k == 0 ? PH_BROAD_ALL : k == 1 ? PH_BROAD_GRID : PH_BROAD_SWEEP;
  ph_world_find_contacts(w);
  found[k] = ph_world_layer_refusals(w), tests[k] = w->box_tests;
}
test_note(t, "problem P3's boxes: %ld box tests in the grid (4 expected); refusals %ld, %ld "
  "and %ld (1 expected)", tests[1], found[0], found[1], found[2]);
CHECK(t, tests[1] == 4);
CHECK(t, found[0] == 1 && found[1] == 1 && found[2] == 1);
CHECK(t, w->contact_count == 0);

@ @<Exercise 10.3 test cases@>+=
{"two_boxes", "unit", "problem P3's pair: four box tests in the grid, one refusal", test_two_boxes},
