@* Bibliography.
These are the works this book builds on, cited in the text by the label in
brackets; in the PDF, a citation is a link to its entry here. Each entry
says what the book takes from the work and where. Five of them are the {\it
reference articles\/} the project started from: their facts, equations and
algorithms carry over, but the words and the code of this book are its
own, and where an article and this book disagree the text says which is
right and why. The articles on the web are cited by their titles, since
several of our copies name no author; read them after the chapter that uses
them, as a second explanation of the same idea.
@^bibliography@>
@^reference articles@>

\printreferences
