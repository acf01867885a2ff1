import jax

from . import config, data, ensemble, evaluate, train, util


def main():
    cfg = config.CFG
    x, y = data.make(cfg)
    params = ensemble.init(jax.random.PRNGKey(cfg.seed), cfg)
    print("members", util.num_members(params))
    key = jax.random.PRNGKey(1)
    for _ in range(cfg.steps):
        key, sub = jax.random.split(key)
        params, loss = train.step(params, x, y, sub, temperature=cfg.temperature, lr=cfg.lr)
    print("loss", float(loss), "mse", evaluate.mse(params, x, y, cfg.temperature))
    print("spread", evaluate.spread(params, x, cfg.temperature))
