import jax
import optax

from . import model, trainer
from .metrics import MetricTracker

NUM_CLASSES = 5
DIM = 10


def make_data(key, n):
    kc, kx = jax.random.split(key)
    centers = 2.0 * jax.random.normal(kc, (NUM_CLASSES, DIM))
    y = jax.random.randint(kx, (n,), 0, NUM_CLASSES)
    x = centers[y] + jax.random.normal(jax.random.fold_in(kx, 1), (n, DIM))
    return x, y


def main():
    key = jax.random.PRNGKey(3)
    k_data, k_init, k_fit = jax.random.split(key, 3)
    x, y = make_data(k_data, 2048)
    params = model.init_params(k_init, DIM, NUM_CLASSES)
    tx = optax.sgd(0.1, momentum=0.9)
    opt_state = tx.init(params)

    tracker = MetricTracker(["loss", "grad_norm"])
    run_epoch = trainer.make_epoch_fn(model.loss_fn, tx, tracker)
    params, opt_state = trainer.fit(params, opt_state, run_epoch, k_fit, x, y, tracker, num_epochs=4, batch_size=64)

    stats = tracker.summary(last=32)
    print(f"recorded {len(tracker.history)} steps")
    print(f"last-epoch loss={float(stats['loss']):.4f} grad_norm={float(stats['grad_norm']):.4f}")
    print(f"train accuracy={float(model.accuracy(params, x, y)):.3f}")


if __name__ == "__main__":
    main()
