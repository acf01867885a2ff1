import numpy as np
from flax import nnx

from .data import CharVocab, TEXT, parse_args, random_windows, sequential_windows, split_ids
from .eval import evaluate, greedy_sample
from .model import CharGRU
from .optim import make_tx
from .train import train_step


def main():
    args = parse_args()
    vocab = CharVocab(TEXT)
    train_ids, val_ids = split_ids(vocab.encode(TEXT))
    model = CharGRU(len(vocab), args.embed_dim, args.hidden, args.layers, args.dropout,
                    rngs=nnx.Rngs(params=args.seed, dropout=args.seed + 1))
    tx, schedule = make_tx(args)
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    rng = np.random.default_rng(args.seed)

    losses = []
    for step in range(1, args.steps + 1):
        batch = random_windows(train_ids, args.seq_len, args.batch_size, rng)
        losses.append(float(train_step(model, optimizer, batch)))
        if step % args.eval_every == 0:
            val = evaluate(model, sequential_windows(val_ids, args.seq_len, 8))
            print(f"step {step} lr {float(schedule(step)):.2e} train_nll {np.mean(losses):.3f} "
                  f"val_nll {val['nll']:.3f} val_ppl {val['ppl']:.2f} "
                  f"val_bpc {val['bpc']:.3f} val_acc {val['acc']:.3f}")
            losses = []
    print("sample:", repr(greedy_sample(model, vocab, "the ", args.sample_len)))


if __name__ == "__main__":
    main()
