from kvlm_ok.train import main

main()
