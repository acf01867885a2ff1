from ilqr.run import main

main()
