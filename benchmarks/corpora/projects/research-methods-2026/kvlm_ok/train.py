import jax
import jax.numpy as jnp
import numpy as np
import optax

from kvlm_ok import data
from kvlm_ok.config import TRAIN, LMConfig
from kvlm_ok.generate import greedy_generate
from kvlm_ok.model import TransformerLM


def main():
    cfg, tc = LMConfig(), TRAIN
    rng = np.random.default_rng(tc["seed"])
    model = TransformerLM(cfg)
    params = model.init(jax.random.PRNGKey(tc["seed"]), jnp.zeros((1, tc["seq_len"]), jnp.int32))
    sched = optax.warmup_cosine_decay_schedule(0.0, tc["lr"], tc["warmup"], tc["steps"])
    tx = optax.adamw(sched, weight_decay=0.01)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply(p, batch[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for step in range(tc["steps"]):
        batch = jnp.asarray(data.progressions(rng, tc["batch_size"], tc["seq_len"], cfg.vocab_size))
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 50 == 0 or step == tc["steps"] - 1:
            print(f"step {step:3d} | loss {float(loss):.4f}")

    test = data.progressions(rng, 32, tc["prompt_len"] + tc["n_new"], cfg.vocab_size)
    out = greedy_generate(model, params, jnp.asarray(test[:, :tc["prompt_len"]]), tc["n_new"])
    acc = (np.asarray(out)[:, tc["prompt_len"]:] == test[:, tc["prompt_len"]:]).mean()
    print("example:", np.asarray(out)[0].tolist())
    print(f"continuation accuracy with KV cache: {acc:.3f}")
