# Signing in: a blank user (refused before the password is asked), a blank password, a
# wrong user, a wrong password, then the demo account. Every password is typed at the hidden
# prompt or masked on the line, so none of them may appear in the transcript.
# now: 2026-05-04T10:30:00Z
login "   "
login ada
\
login grace lovelace
login ada
not-the-password
login ada
lovelace
# The Catalog is now the root: there is no way back to the Login screen.
back
