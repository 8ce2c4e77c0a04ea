# The server answers for 7 once, then is gone: the saved fact is shown, with why.
number 7
number 7
