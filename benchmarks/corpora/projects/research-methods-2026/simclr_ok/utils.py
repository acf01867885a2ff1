class AttrDict(dict):
    """Poor man's ml_collections.ConfigDict."""

    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError as e:
            raise AttributeError(k) from e

    def __setattr__(self, k, v):
        self[k] = v


def get_config():
    cfg = AttrDict()
    cfg.seed = 0
    cfg.num_classes = 8
    cfg.input_dim = 32
    cfg.n_train = 2048
    cfg.batch_size = 128
    cfg.steps = 250
    cfg.lr = 3e-3
    cfg.model = AttrDict(hidden=64, rep_dim=32, proj_dim=16)
    cfg.aug = AttrDict(noise=0.3, drop=0.2, scale=0.2)
    cfg.objective = "nt_xent"
    cfg.temperature = 0.2
    return cfg
