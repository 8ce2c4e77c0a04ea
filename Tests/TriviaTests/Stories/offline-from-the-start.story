# The server cannot be reached and nothing is saved: the failure is explained.
number 13
history
