import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from .data import two_spirals
from .model import MLP


def loss_fn(model, x, y, penalty):
    logits = model(x)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return ce + penalty(model), (ce, jnp.mean(logits.argmax(-1) == y))


def make_steps(penalty):
    @nnx.jit
    def train_step(model, optimizer, x, y):
        def objective(m):
            return loss_fn(m, x, y, penalty)

        (loss, (ce, acc)), grads = nnx.value_and_grad(objective, has_aux=True)(model)
        optimizer.update(model, grads)
        return loss, acc

    @nnx.jit
    def eval_step(model, x, y):
        loss, (ce, acc) = loss_fn(model, x, y, penalty)
        return loss, acc

    return train_step, eval_step


def fit(args, penalty):
    x, y = two_spirals(2048, seed=args.seed)
    xv, yv = two_spirals(512, seed=args.seed + 1)
    model = MLP(2, args.hidden, 2, rngs=nnx.Rngs(args.seed))
    optimizer = nnx.Optimizer(model, optax.adam(args.lr), wrt=nnx.Param)
    train_step, eval_step = make_steps(penalty)
    rng = np.random.default_rng(args.seed)
    for epoch in range(args.epochs):
        perm = rng.permutation(len(x))
        for i in range(0, len(x) - args.batch + 1, args.batch):
            idx = perm[i:i + args.batch]
            train_step(model, optimizer, x[idx], y[idx])
        if hasattr(penalty, "report"):
            print("  sigma estimates:", penalty.report(model))
        val_loss, val_acc = eval_step(model, xv, yv)
        print(f"epoch {epoch}  val loss {float(val_loss):.4f}  val acc {float(val_acc):.3f}")
    return model
