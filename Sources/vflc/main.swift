import VFLCompiler
print("vflc \(vflcVersion)")
