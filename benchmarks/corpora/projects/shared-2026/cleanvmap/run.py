import jax

from . import analysis, config, data, ensemble, evaluate, train, util


def main():
    cfg = config.CFG
    x, y = data.make(cfg)
    params = ensemble.init(jax.random.PRNGKey(cfg.seed), cfg)
    print("members", util.num_members(params))
    print("single", analysis.eager_single(params, x, cfg.temperature), "weights", analysis.weight_counts(jax.random.PRNGKey(7), cfg.n))
    key = jax.random.PRNGKey(1)
    for _ in range(cfg.steps):
        key, sub = jax.random.split(key)
        params, loss = train.step(params, x, y, sub, temperature=cfg.temperature, lr=cfg.lr)
    print("loss", float(loss), "mse", evaluate.mse(params, x, y, cfg.temperature))
    print("spread", evaluate.spread(params, x, cfg.temperature))
    print("member losses", analysis.member_losses(params, x, y, temperature=cfg.temperature))
    params, loss, delta = analysis.step_and_compare(params, x, y, key, temperature=cfg.temperature, lr=cfg.lr)
    print("compare", float(loss), float(delta))
