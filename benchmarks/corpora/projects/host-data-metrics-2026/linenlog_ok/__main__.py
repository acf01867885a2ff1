import jax
import numpy as np
import optax

from . import data, logging_utils, model, train


def main():
    hp = train.HPARAMS
    X, y = data.make_blobs(seed=3)
    Y1h = np.eye(3, dtype=np.float32)[y]
    n_test = len(X) // 5
    stats = data.norm_stats(X[n_test:])
    Xn = data.apply_norm(X, stats).astype(np.float32)
    net = model.MLP(hidden=hp["hidden"], num_classes=3)
    params = net.init(jax.random.PRNGKey(0), Xn[:1])
    optimizer = optax.sgd(hp["lr"], momentum=0.9)
    opt_state = optimizer.init(params)
    train_step, eval_step = train.build(net, optimizer)
    step = 0
    for epoch in range(hp["epochs"]):
        running = {}
        for xb, yb in data.iterate(Xn[n_test:], Y1h[n_test:], hp["batch_size"], seed=epoch):
            params, opt_state, m = train_step(params, opt_state, xb, yb)
            for k, v in m.items():
                running[k] = running.get(k, 0.0) + float(v)
            step += 1
        n_batches = (len(X) - n_test) // hp["batch_size"]
        running = {k: v / n_batches for k, v in running.items()}
        ev = {k: float(v) for k, v in eval_step(params, Xn[:n_test], Y1h[:n_test]).items()}
        row = logging_utils.merge(running, prefix="train_")
        row = {**row, **logging_utils.merge(ev, prefix="test_")}
        print(logging_utils.format_scalars(row, step=step))


if __name__ == "__main__":
    main()
