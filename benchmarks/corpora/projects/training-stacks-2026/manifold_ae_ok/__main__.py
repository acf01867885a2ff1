import equinox as eqx
import jax
import numpy as np

from .data import manifold_points, minibatches, parse_args, split
from .metrics import explained_variance, recent_mean, record
from .model import AutoEncoder
from .optim import make_optimizer
from .train import make_train_step, reconstruct


def main():
    args = parse_args()
    x = manifold_points(args.n_points, args.intrinsic_dim, args.ambient_dim, args.noise, args.seed)
    x_train, x_test = split(x, 0.2, args.seed)

    model = AutoEncoder(args.ambient_dim, args.latent_dim, args.hidden, args.depth,
                        key=jax.random.key(args.seed))
    optimizer, schedule = make_optimizer(args, model)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    train_step = make_train_step(optimizer, args.latent_l2)

    batches = minibatches(x_train, args.batch_size, np.random.default_rng(args.seed))
    for step in range(1, args.steps + 1):
        model, opt_state, stats = train_step(model, opt_state, next(batches))
        record("loss", stats["loss"])
        record("grad_norm", stats["grad_norm"])
        if step % args.log_every == 0:
            print(f"step {step} lr {float(schedule(step)):.2e} "
                  f"loss {recent_mean('loss', args.log_every):.4f} "
                  f"grad_norm {recent_mean('grad_norm', args.log_every):.3f}")

    x_hat = np.asarray(reconstruct(model, x_test))
    print(f"test mse {np.mean((x_hat - x_test) ** 2):.4f} "
          f"explained variance {explained_variance(x_test, x_hat):.3f}")


if __name__ == "__main__":
    main()
