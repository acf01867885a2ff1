import jax
import numpy as np

from .data import StreamLoader, get_args, periodic_streams
from .generate import continuation_accuracy, generate
from .model import TinyLM
from .optim import build_optimizer
from .train import create_state, train_step


def main():
    args = get_args()
    max_len = max(args.seq_len, args.prompt_len + args.new_tokens)
    model = TinyLM(args.vocab_size, args.d_model, args.num_heads, args.num_layers,
                   max_len=max_len, dropout=args.dropout)
    tx, schedule = build_optimizer(args)
    rng = jax.random.key(args.seed)
    rng, init_rng = jax.random.split(rng)
    state = create_state(model, tx, init_rng, args.seq_len)

    loader = StreamLoader(args, seed=args.seed)
    running = []
    for step in range(args.steps):
        batch = next(loader)
        rng, dropout_rng = jax.random.split(rng)
        state, metrics = train_step(state, batch, dropout_rng)
        running.append(float(metrics["loss"]))
        if (step + 1) % 50 == 0:
            print(f"step {step + 1} lr {float(schedule(step)):.2e} "
                  f"loss {np.mean(running):.3f} acc {float(metrics['accuracy']):.3f}")
            running = []

    eval_rng = np.random.default_rng(args.seed + 100)
    seqs = periodic_streams(8, args.prompt_len + args.new_tokens, args.vocab_size, eval_rng)
    prompt, reference = seqs[:, :args.prompt_len], seqs[:, args.prompt_len:]
    generated = generate(model, state.params, prompt, args.new_tokens,
                         temperature=args.temperature, rng=rng)
    print("prompt   ", prompt[0].tolist())
    print("generated", generated[0].tolist())
    print(f"continuation accuracy {continuation_accuracy(generated, reference):.3f}")


if __name__ == "__main__":
    main()
