import equinox as eqx
import jax
import numpy as np

from . import data, metrics, model, train


def main():
    cfg = train.CFG
    X = data.make_lowrank(seed=9)
    net = model.AutoEncoder(X.shape[1], 3, jax.random.PRNGKey(0))
    opt_state = train.optimizer.init(eqx.filter(net, eqx.is_array))
    tracker = metrics.Tracker()
    rs = np.random.RandomState(1)
    step = 0
    for epoch in range(cfg.epochs):
        for batch in data.batches(X, cfg.batch_size, cfg.micro, rs):
            if step == 0:
                print(f"{int(batch['n_micro'])} micro-batches of {cfg.micro} per step")
            net, opt_state, m = train.train_step(net, opt_state, batch)
            step += 1
            if step % cfg.steps_per_log == 0:
                tracker.update(step, m)
                print(tracker.line(step))
    tracker.update(step, {"full_recon": train.eval_loss(net, X)})
    print("done: best %s" % {k: round(v[1], 4) for k, v in tracker.best.items()})


if __name__ == "__main__":
    main()
