@* Programs of chapter 7: scenes, the demo and the measurements.
Chapter~7's additions to the scene files, to the demo, and its measurement
program \.{bench07}, which makes the chapter's tables, the sentences that
read them, and the data of its figure of a disk that starts to roll.

@ {\it Scene keys.} A \.{world} line turns friction on with \.{friction=on}
and off with \.{friction=off}, the default. Anything else is refused with
\.{FILE:LINE:} and the word that was given. (On a body line, \.{friction=}
is chapter~3's key, a number, the material's $\mu$; the two never meet,
since a key belongs to its line's keyword.) One coefficient per material
is kept (chapter~7 says why), so the material presets and the body keys
are chapter~3's, unchanged.
@.friction must be on or off@>

@<Read the later world keys into |settings|@>+=
@<Read the friction key of a world line@>@;

@ @<Read the friction key of a world line@>=
{
  const char *friction = scene_word(r, "friction", NULL);
  if (friction && strcmp(friction, "on") == 0) settings.friction = true;
  else if (friction && strcmp(friction, "off") == 0) settings.friction = false;
  else if (friction) scene_error(r, "friction must be on or off (got '%s')", friction);
}

@ {\it Scenes.} Three built-in scenes, all with the response and friction
on, symplectic Euler and 60 steps a second. The first, \.{ramp}, is the
demo's default: a ramp of the \.{static} material turned $30^\circ$, whose
$\tan30^\circ=0.577$ lies between the mixed coefficients of the presets
(chapter~7's Table~\tabref{critical}), and on it, from the top, boxes of
$0.6\times0.6\,$m of rubber (the \.{bouncy} preset, mixed $\mu=0.79$),
rock ($0.65$), wood and metal ($0.53$ each), and wood greased to
$\mu=0.05$: the first two stay, the others slide, the greased one fastest.
\.{rolling} launches four disks sliding along a floor at 2, 4, 6 and
8\thinspace m/s with no spin; each ends rolling at two thirds of its
speed. \.{wheel} sets a wheel spinning at $20\,$rad/s onto the floor with no
speed; it ends rolling at $\omega_0r/3$.

@<Built-in scenes@>+=
{"ramp", 7, "boxes of five materials on a ramp of 30 degrees: some stick, some slide",@/
  @<The text of the scene \.{ramp}@>},
{"rolling", 7, "disks launched sliding with no spin start to roll at 2/3 of their speed",@/
  @<The text of the scene \.{rolling}@>},
{"wheel", 7, "a spinning wheel set down on the floor grips and rolls away",@/
  @<The text of the scene \.{wheel}@>},

@ @<Chapter titles@>+=
{7, "Friction"},

@ {\it The demo.} \.{G} (for grip) switches friction on and off; the panel
shows the switch, and, for each moving body, its speed and, for a circle,
the speed $\omega r$ of its rim, so that the moment a disk starts to roll,
the two agree.

@<Handle a key of the chapters@>+=
case SDLK_g:
  {
    ph_settings settings = demo->current.world->settings;
    settings.friction = !settings.friction;
    ph_world_set_settings(demo->current.world, &settings);
  }
  break;

@ @<Help lines of the chapters@>+=
"  G            friction on or off (Coulomb, chapter 7)\n"

@ @<Add the chapters' lines to the panel@>+=
{
  const ph_world *w = demo->current.world;
  panel_add(panel, "G  friction: %s", w->settings.friction ? "on" : "off");
  int shown = 0;
  for (int i = 0; i < w->body_count && shown < 6; i++) {
    const ph_body *b = &w->bodies[i];
    if (b->inverse_mass == 0.0 || b->kind != PH_RIGID) continue;
    shown++;
    if (b->shape.kind == PH_CIRCLE)
      panel_add(panel, "   body %d: v %.3f m/s, rim %.3f m/s", i, ph_length(b->velocity),
        fabs(b->angular_velocity) * b->shape.radius);
    else panel_add(panel, "   body %d: v %.3f m/s", i, ph_length(b->velocity));
  }
}
