% The answers to the problems of chapters 1 to 5 (written next).
