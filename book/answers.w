@* Appendix G: Answers to the problems.
Every chapter's exercises end with problems for pencil and paper: a
derivation to finish, a number to predict before the demo shows it, a
bound to find. Their worked answers are here, chapter by chapter, so that a
reader can check a line of reasoning and not only a final number. The
ratings are the preface's. Try a problem before reading its answer: most
answers are short, and the point of each is the step that is easy to get
wrong.
@^problems, answers to@>

@i answers-early.w
@i answers-late.w
