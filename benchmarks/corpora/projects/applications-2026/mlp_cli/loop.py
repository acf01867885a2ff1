import jax
import numpy as np
import optax

from .data import make_blobs, train_val_split, iterate_batches
from .models import init_mlp
from .train import make_train_step, eval_step
from .utils import Timer, get_logger


def run_training(args):
    log = get_logger(args.verbose)
    x, y = make_blobs(512, seed=args.seed)
    (xtr, ytr), (xva, yva) = train_val_split(x, y)
    params = init_mlp(jax.random.key(args.seed), x.shape[1], args.hidden, 3)
    tx = optax.adam(args.lr)
    opt_state = tx.init(params)
    train_step = make_train_step(tx)
    rng = np.random.default_rng(args.seed)
    history = []
    for epoch in range(args.epochs):
        with Timer() as t:
            losses = []
            for xb, yb in iterate_batches(xtr, ytr, args.batch_size, rng):
                params, opt_state, loss = train_step(
                    params, opt_state, xb, yb,
                    hidden=args.hidden, activation=args.activation)
                losses.append(float(loss))
        acc = float(eval_step(params, xva, yva, hidden=tuple(args.hidden),
                              activation=args.activation))
        history.append({"epoch": epoch, "loss": np.mean(losses), "val_acc": acc})
        log("epoch %d loss %.4f val_acc %.3f (%.2fs)" % (epoch, np.mean(losses), acc, t.elapsed))
    return history
