from pointnet_ok.train import main

main()
