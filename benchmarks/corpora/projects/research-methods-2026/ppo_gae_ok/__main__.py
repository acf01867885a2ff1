from ppo_gae_ok.train import main

main()
