from kalman.run import main

main()
