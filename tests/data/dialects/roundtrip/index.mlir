module {
  func.func @index(%arg0: index, %arg1: index, %arg2: i32) {
    %0 = index.add %arg0, %arg1
    %1 = index.sub %arg0, %arg1
    %2 = index.mul %arg0, %arg1
    %3 = index.divs %arg0, %arg1
    %4 = index.divu %arg0, %arg1
    %5 = index.ceildivs %arg0, %arg1
    %6 = index.ceildivu %arg0, %arg1
    %7 = index.floordivs %arg0, %arg1
    %8 = index.rems %arg0, %arg1
    %9 = index.remu %arg0, %arg1
    %10 = index.maxs %arg0, %arg1
    %11 = index.maxu %arg0, %arg1
    %12 = index.mins %arg0, %arg1
    %13 = index.minu %arg0, %arg1
    %14 = index.shl %arg0, %arg1
    %15 = index.shrs %arg0, %arg1
    %16 = index.shru %arg0, %arg1
    %17 = index.and %arg0, %arg1
    %18 = index.or %arg0, %arg1
    %19 = index.xor %arg0, %arg1
    %20 = index.cmp slt(%arg0, %arg1)
    %21 = index.cmp uge(%arg0, %arg1)
    %idx42 = index.constant 42
    %true = index.bool.constant true
    %22 = index.casts %arg0 : index to i64
    %23 = index.casts %arg2 : i32 to index
    %24 = index.castu %arg0 : index to i32
    %25 = index.sizeof
    return
  }
}
