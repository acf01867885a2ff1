"""argparse defaults describe the reference experiment."""
import argparse


def parser():
    p = argparse.ArgumentParser(prog="charlm", description="Train and sample a tiny char LM.")
    model = p.add_argument_group("model")
    model.add_argument("--model", default="transformer")
    model.add_argument("--dim", type=int, default=32)
    model.add_argument("--heads", type=int, default=2)
    model.add_argument("--max-len", type=int, default=48)
    train = p.add_argument_group("training")
    train.add_argument("--steps", type=int, default=10)
    train.add_argument("--batch-size", type=int, default=16)
    train.add_argument("--seq-len", type=int, default=24)
    train.add_argument("--lr", type=float, default=3e-3)
    sample = p.add_argument_group("sampling")
    sample.add_argument("--sampler", default="nucleus",
                        choices=["greedy", "temperature", "top_k", "nucleus"])
    sample.add_argument("--temperature", type=float, default=0.8)
    sample.add_argument("--top-k", type=int, default=5)
    sample.add_argument("--top-p", type=float, default=0.9)
    sample.add_argument("--prompt", default="the ")
    sample.add_argument("--gen-length", type=int, default=12)
    sample.add_argument("--no-log-sampling", dest="log_sampling", action="store_false")
    p.add_argument("--seed", type=int, default=0)
    return p


def parse(argv=None):
    args = parser().parse_args(argv)
    if len(args.prompt) + args.gen_length > args.max_len:
        raise SystemExit("prompt + gen-length exceeds --max-len")
    return args
