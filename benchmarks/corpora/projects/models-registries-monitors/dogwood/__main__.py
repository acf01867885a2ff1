from dogwood.train import main

main()
