from .fit import fit


def main():
    _, trace = fit()
    for i in range(0, len(trace), 10):
        print(f"step {i:3d}  loss {trace[i]:.4f}")
    print(f"final     loss {trace[-1]:.4f}")


if __name__ == "__main__":
    main()
