from kalman_ok.run import main

main()
