from functools import partial

import jax
import optax

from .data import make_batch
from .evaluate import eval_step
from .metrics import masked_xent
from .model import Tagger
from .options import get_options


def main(argv=None):
    opts = get_options(argv or [])
    key = jax.random.PRNGKey(opts["seed"])
    k_init, k_train, k_eval = jax.random.split(key, 3)
    model = Tagger(opts["vocab"], opts["num_tags"], opts["dim"], opts["heads"], opts["depth"], opts["max_len"])
    batch_fn = jax.jit(partial(make_batch, opts=opts))
    init_batch = batch_fn(k_init)
    params = jax.jit(model.init)(k_init, init_batch["tokens"], init_batch["mask"])
    tx = optax.adamw(opts["lr"])
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            return masked_xent(model.apply(p, batch["tokens"], batch["mask"]), batch["tags"], batch["mask"])

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for step in range(opts["steps"]):
        k_train, sub = jax.random.split(k_train)
        params, opt_state, loss = train_step(params, opt_state, batch_fn(sub))
        print(f"step {step}: train loss {float(loss):.4f}")

    metrics = eval_step(model, params, batch_fn(k_eval), opts["num_tags"])
    print(f"eval loss {float(metrics['loss']):.4f} acc {float(metrics['acc']):.3f} pred hist {metrics['pred_hist'].tolist()}")
