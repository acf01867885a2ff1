from ppo_gae.train import main

main()
