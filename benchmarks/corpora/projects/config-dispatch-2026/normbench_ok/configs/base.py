from ..configdict import ConfigDict


def get_config():
    cfg = ConfigDict()
    cfg.seed = 0
    cfg.data = dict(n_train=512, dim=8, noise=0.1)
    cfg.model = dict(width=64, depth=3, norm="rms", eps=1e-6,
                     residual=True, use_scale=True)
    cfg.optim = dict(name="adamw", lr=3e-3, weight_decay=1e-4,
                     steps=150, batch=64)
    return cfg
