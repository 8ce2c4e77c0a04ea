# Found by exploration (trivia --explore 800 --seed 2 --width 64): a number past the largest
# one Trivia asks about was refused without saying what to type instead. Now it says.
# width: 64
number 99999999999999999999
