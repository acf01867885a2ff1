from realnvp import train

train.main()
