Exercise 4.5 of chapter 4, a reference solution: the world counts the pairs
that overlap with no contact point, which no solver could push apart.
@x
int contact_count, contact_capacity;
@y
int contact_count, contact_capacity;
int blind_pairs;
@z
@x
  w->contact_count = 0;
@y
  w->contact_count = 0;
  w->blind_pairs = 0;
@z
@x
  if (m.count == 0) return true;
@y
  if (m.count == 0) {
    w->blind_pairs += m.depth >= 0.0;
    return true;
  }
@z
@x
void ph_world_find_contacts(ph_world *w);
@y
void ph_world_find_contacts(ph_world *w);
int ph_world_blind_pairs(const ph_world *w);

@ @<Engine functions@>+=
int ph_world_blind_pairs(const ph_world *w)
{
  return w->blind_pairs;
}
@z
