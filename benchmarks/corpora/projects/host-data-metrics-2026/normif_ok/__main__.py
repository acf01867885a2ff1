import jax
import numpy as np

from . import data, model, train
from .config import Config


def main():
    cfg = Config()
    X, y = data.make_table(cfg)
    stats = data.describe_columns(X, cfg.eps)
    print("degenerate columns:", stats.get("degenerate", []))
    net = model.Regressor(hidden=cfg.hidden, eps=cfg.eps)
    params = net.init(jax.random.PRNGKey(cfg.seed), X[: cfg.batch_size])
    optimizer = train.make_optimizer(cfg)
    opt_state = optimizer.init(params)
    update = train.make_update(net, optimizer)
    rng = np.random.default_rng(cfg.seed)
    log = {}
    for epoch in range(cfg.epochs):
        for batch in data.epoch_batches(X, y, cfg.batch_size, rng):
            params, opt_state, m = update(params, opt_state, batch)
            log.setdefault(epoch, []).append(float(m["loss"]))
        print("epoch {}: huber {:.4f}".format(epoch, np.mean(log[epoch])))
    first, last = np.mean(log[0]), np.mean(log[cfg.epochs - 1])
    print(f"loss ratio last/first = {last / first:.3f}")


if __name__ == "__main__":
    main()
