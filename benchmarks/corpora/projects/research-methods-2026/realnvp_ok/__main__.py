from realnvp_ok import train

train.main()
