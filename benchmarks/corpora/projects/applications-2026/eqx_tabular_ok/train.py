import equinox as eqx
import jax
import optax

from .registry import LOSSES
from .utils import EarlyStopping


def make_step_fn(loss_name, optim):
    loss_fn = LOSSES[loss_name]

    def compute_loss(model, x, y):
        pred = jax.vmap(model)(x)
        return loss_fn(pred, y)

    @eqx.filter_jit
    def step(model, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(compute_loss)(model, x, y)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    return step, eqx.filter_jit(compute_loss)


def fit(model, train, valid, args):
    optim = optax.adam(args.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step, evaluate = make_step_fn(args.loss, optim)
    stopper = EarlyStopping(patience=args.patience)
    for i in range(args.steps):
        model, opt_state, loss = step(model, opt_state, train["x"], train["y"])
        val = float(evaluate(model, valid["x"], valid["y"]))
        if stopper.update(val, i):
            print("early stop at step %d" % i)
            break
        if i % 50 == 0:
            print("step %d train %.4f valid %.4f" % (i, float(loss), val))
    return model, stopper.best
