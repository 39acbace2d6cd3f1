% The answers to the problems of chapters 6 to 10 (written next).
