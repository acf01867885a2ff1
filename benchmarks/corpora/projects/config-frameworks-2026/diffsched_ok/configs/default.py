from ..configdict import ConfigDict


def get_config():
    config = ConfigDict()
    config.seed = 0

    config.data = ConfigDict()
    config.data.num_points = 2048
    config.data.noise = 0.05

    config.schedule = ConfigDict()
    config.schedule.name = "cosine"
    config.schedule.num_steps = 200
    config.schedule.beta_start = 1e-4
    config.schedule.beta_end = 2e-2
    config.schedule.s = 0.008
    config.schedule.t_max = 0.999

    config.model = ConfigDict()
    config.model.hidden = 64
    config.model.depth = 3
    config.model.time_dim = 16

    config.loss = ConfigDict()
    config.loss.weighting = "snr_clipped"
    config.loss.max_snr = 5.0

    config.train = ConfigDict()
    config.train.batch_size = 128
    config.train.steps = 60
    config.train.lr = 2e-3
    config.train.log_every = 20
    return config
