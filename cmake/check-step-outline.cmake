# The test book/step_outline, run as a script:
#   cmake -DFIG=build/book/fig -DTOOL=tools/step-outline -DWEBS="a.w;b.w..."
#     -DSCRATCH=dir -P check-step-outline.cmake
# The figures of the step (fig/chNN-step.tex, tools/step-outline) must say
# what the webs say: stage 1 has no contact search yet; stage 4's phase 1
# calls the search, a line of chapter 4 marked as the chapter's own; stage 6's
# single pass names chapters 5 and 6, since chapter 6 adds the turning to it;
# stage 9's solver lists solve_point, and stage 8's opens chapter 7's friction;
# stage 9's step opens the warm start it adds and shows the integration,
# which it leaves alone, closed.
# And a step longer than the page allows is refused, with nothing written.
set(failures "")
function(expect file text what)
  file(READ ${FIG}/${file} content)
  string(FIND "${content}" "${text}" at)
  if(at EQUAL -1)
    set(failures "${failures}\n${file}: ${what} (no line '${text}')" PARENT_SCOPE)
  endif()
endfunction()
expect(ch01-step.tex "\\steprow{1}{0}{1}{\\stepempty{Find the contacts}}"
  "stage 1 must show the contact search as still empty")
expect(ch04-step.tex "\\steprow{4}{1}{2}{ph{\\char95}world{\\char95}find{\\char95}contacts(w);"
  "stage 4 must show chapter 4's call of the search as its own")
expect(ch06-step.tex "solve{\\char95}single{\\char95}pass(w);\\stepcalls{5, 6"
  "stage 6 must say that the single pass holds chapters 5 and 6")
expect(ch09-step.tex "\\steprow{1}{0}{1}{\\stepkept{Integrate forces into velocities}{chapters 1, 6}}"
  "stage 9 must show a phase chapter 9 leaves alone by its name, closed")
expect(ch09-step.tex "\\steprow{1}{1}{1}{\\stepphase{Warm start the contacts}{chapter 9}}"
  "stage 9 must open the phase chapter 9 fills")
expect(ch09-solver.tex "\\steprow{9}{0}{0}{static\\ void\\ solve{\\char95}point(ph{\\char95}world\\ *w,\\ int\\ k,\\ int\\ i)}"
  "stage 9's solver must list chapter 9's solve_point")
expect(ch08-solver.tex "{\\stepphase{Solve the friction of point {\\tt i} of contact {\\tt c}}{chapter 7}}"
  "stage 8's single pass must open chapter 7's friction")
file(REMOVE ${SCRATCH}/step-too-long.tex)
execute_process(COMMAND perl ${TOOL} --stage 1 --out ${SCRATCH}/step-too-long.tex --max 10 ${WEBS}
  RESULT_VARIABLE status ERROR_VARIABLE err)
if(status EQUAL 0 OR EXISTS ${SCRATCH}/step-too-long.tex OR NOT err MATCHES "more than the page's 10")
  set(failures "${failures}\nstep-outline --max 10 on stage 1 must fail and write nothing (status ${status}: ${err})")
endif()
if(failures)
  message(FATAL_ERROR "${failures}")
endif()
message(STATUS "the figures of the step agree with the webs")
