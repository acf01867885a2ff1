import jax
import numpy as np

from .config import parse
from .data import ArrayLoader, make_spirals
from .experiment import EarlyStopping, Experiment, History
from .model import init_mlp, input_dim


def main():
    args = parse(epochs=10)
    rng = np.random.default_rng(args.seed)
    x_tr, y_tr = make_spirals(args.num_train, args.noise, rng)
    x_ev, y_ev = make_spirals(args.num_eval, args.noise, rng)
    train_loader = ArrayLoader(x_tr, y_tr, args.batch_size, shuffle=True, drop_last=True, seed=args.seed)
    val_loader = ArrayLoader(x_ev, y_ev, args.batch_size)

    sizes = [input_dim(2)] + list(args.hidden) + [2]
    params = init_mlp(jax.random.PRNGKey(args.seed), sizes)
    history, stopper = History(), EarlyStopping(args.patience)
    exp = Experiment(params, args.lr, callbacks=[history, stopper])
    exp.fit(train_loader, val_loader, args.epochs)

    best = min(history.rows, key=lambda r: r["val_loss"])
    print(f"best epoch {best['epoch']} val_loss {best['val_loss']:.4f} val_acc {best['val_acc']:.4f}")


if __name__ == "__main__":
    main()
