class Config:
    n_states = 6
    max_episode_len = 20
    hidden = 64
    gamma = 0.95
    lr = 3e-3
    buffer_size = 2000
    batch_size = 64
    warmup = 100
    total_steps = 800
    target_every = 50
    eps_start = 1.0
    eps_end = 0.05
    eps_decay_steps = 500
    double_q = True
    seed = 0
