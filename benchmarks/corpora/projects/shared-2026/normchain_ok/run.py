import jax

from . import analysis, config, data, init, metrics, train


def main():
    cfg = config.default()
    key = jax.random.PRNGKey(0)
    params = init.network(key, cfg)
    x, y = data.synthetic(jax.random.PRNGKey(1), 4 * cfg.batch, cfg.in_dim, cfg.out_dim)
    for row in analysis.width_table(cfg):
        print("width", row)
    tracker = metrics.Running()
    for epoch in range(cfg.steps // 4):
        for xb, yb in data.batches(x, y, cfg.batch):
            params, loss = train.step(params, xb, yb, lr=cfg.lr)
            tracker.add(loss)
    print("mean loss", tracker.mean(), "ratio", tracker.ratio(len(tracker.values)))
    print("activation scale", float(analysis.activation_scale(params, x, fan_in=cfg.width)))
    base, sens = analysis.sensitivity(params, x, y)
    print("base loss", float(base), "sensitivity", float(sens))
