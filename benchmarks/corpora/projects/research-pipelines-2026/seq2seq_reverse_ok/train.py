from functools import partial

import jax
import optax

from .args import parse_args
from .data import make_corpus, make_example, shift_right
from .decode import greedy_decode
from .metrics import sequence_accuracy, token_accuracy, xent
from .model import Seq2Seq


def main(argv=None):
    args = parse_args(argv)
    key = jax.random.PRNGKey(args.seed)
    k_corpus, k_init, key = jax.random.split(key, 3)
    docs = make_corpus(k_corpus, args.num_docs, args.doc_len, args.vocab)

    sample_batch = jax.jit(jax.vmap(partial(make_example, seq_len=args.seq_len), in_axes=(0, None)))

    model = Seq2Seq(vocab=args.vocab, emb=args.emb, hidden=args.hidden)
    src0, tgt0 = sample_batch(jax.random.split(k_init, 2), docs)
    params = jax.jit(model.init)(k_init, src0, shift_right(tgt0))
    tx = optax.adam(args.lr)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, src, tgt):
        def loss_fn(p):
            return xent(model.apply(p, src, shift_right(tgt)), tgt)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for step in range(args.steps):
        key, sub = jax.random.split(key)
        src, tgt = sample_batch(jax.random.split(sub, args.batch), docs)
        params, opt_state, loss = train_step(params, opt_state, src, tgt)
        print(f"step {step} loss {float(loss):.4f}")

    key, sub = jax.random.split(key)
    src, tgt = sample_batch(jax.random.split(sub, args.batch), docs)
    pred = jax.jit(partial(greedy_decode, model, max_len=args.seq_len))(params, src)
    print(f"eval token acc {float(token_accuracy(pred, tgt)):.3f} seq acc {float(sequence_accuracy(pred, tgt)):.3f}")
