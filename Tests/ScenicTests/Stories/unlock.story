# The lock screen: a wrong password, then the right one typed at the hidden prompt.
unlock wrong-guess
unlock
sesame
open 1
back
back
