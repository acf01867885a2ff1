from pointnet.train import main

main()
