import equinox as eqx
import jax
import optax

from . import data, model, train
from .config import Config


def main() -> None:
    cfg = Config()
    xs, lengths, labels = data.make_dataset(cfg, 512, cfg.seed)
    net = model.GRUClassifier(cfg.n_features, cfg.hidden, cfg.n_classes, jax.random.PRNGKey(cfg.seed))
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(eqx.filter(net, eqx.is_array))
    step = train.make_step_fn(optimizer)
    stream = data.batches(xs, lengths, labels, cfg.batch, cfg.seed + 1)
    for i in range(cfg.steps):
        bx, bl, by = next(stream)
        net, opt_state, loss = step(net, opt_state, bx, bl, by)
        if i % 20 == 0:
            print(f"step {i:3d} loss {float(loss):.4f}")
    print(f"accuracy {float(train.accuracy(net, xs, lengths, labels)):.3f}")


if __name__ == "__main__":
    main()
