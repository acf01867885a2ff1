from kvlm.train import main

main()
