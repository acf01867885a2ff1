from ilqr_ok.run import main

main()
